// The editor's own script, run after Decap's and before the editor starts; bundled into dist/admin/editor.js by
// src/integrations/decap-cms.ts.
import './words';
import './checks';
import './mend';
import './publish-errors';
import './a11y';
import './publish-status';
import './page-order';
