// The editor's English where Decap's own words are a developer's: an empty field it requires says what the build says
// of it, and a publish that cannot happen says where to look.
import { cms, type Phrases } from './decap';

const plain: Phrases = {
  editor: { editorControlPane: { widget: { required: '%{fieldLabel}: must not be empty.' } } },
  ui: {
    toast: {
      missingRequiredField: 'Not published: a field needs changing first. Its message is shown above it, in red.',
    },
  },
};

/** `phrases` with `changes` written over them, nested groups merged. */
function merged(phrases: Phrases, changes: Phrases): Phrases {
  const out: Phrases = { ...phrases };
  for (const [key, value] of Object.entries(changes)) {
    const inner = out[key];
    out[key] = typeof value === 'object' && typeof inner === 'object' ? merged(inner, value) : value;
  }
  return out;
}

const english = cms.getLocale('en');
if (english) cms.registerLocale('en', merged(english, plain));
