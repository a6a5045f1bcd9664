// The editor's colour field for the clinic's brand colours (src/admin/config.yml: widget brand-colour): Decap's
// own colour picker, which also refuses a colour too light for text, with the build's rule and words
// (src/lib/palette.ts), so that the editor never saves a colour the build would refuse.
import { weakColour } from '@/lib/palette';
import { cms } from './decap';

const colour = cms.getWidget('color');
if (colour) {
  class BrandColour extends colour.control {
    /** Decap asks each control whether its value is valid before it publishes. */
    isValid = () => {
      const value = typeof this.props.value === 'string' ? this.props.value : '';
      // A malformed value has the field's pattern and its message.
      const weak = /^#[0-9a-f]{6}$/i.test(value) ? weakColour(value) : undefined;
      return weak ? { error: { type: 'CUSTOM', message: `${String(this.props.field.get('label'))} ${weak}` } } : true;
    };
  }
  cms.registerWidget('brand-colour', BrandColour, colour.preview);
}
