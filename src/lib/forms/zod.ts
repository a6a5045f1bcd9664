import { z } from 'zod';

// Zod compiles fast parsers with `new Function` unless told not to; the site's Content-Security-Policy forbids eval,
// and even Zod's probe for it would be reported as a violation. Form schemas import z from here, so this runs first.
z.config({ jitless: true });

export { z };
