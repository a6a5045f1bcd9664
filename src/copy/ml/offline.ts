// Malayalam words of the offline page and of the notes the page script adds offline (src/scripts/start-offline.ts).
// {brand}, {date}, {time} are filled in by the site.
import type { offline as enOffline } from '../en/offline';

export const offline: typeof enOffline = {
  meta: {
    title: 'നിങ്ങൾ ഓഫ്‌ലൈനിലാണ് - {brand}',
    description:
      'ഈ പേജ് നിങ്ങളുടെ ഫോണിൽ സേവ് ചെയ്തിട്ടില്ല. ക്ലിനിക്കിലേക്ക് വിളിക്കാം, പ്രവർത്തന സമയവും വിലാസവും കാണാം, പല്ലിന് അത്യാവശ്യ ഘട്ടത്തിൽ ചെയ്യേണ്ടത് വായിക്കാം.',
  },
  hero: {
    eyebrow: 'ഇന്റർനെറ്റ് ബന്ധമില്ല',
    title: 'നിങ്ങൾ ഓഫ്‌ലൈനിലാണ്',
    intro: 'ഈ പേജ് നിങ്ങളുടെ ഫോണിൽ സേവ് ചെയ്തിട്ടില്ല; എങ്കിലും ഞങ്ങളെ ബന്ധപ്പെടാം.',
  },
  emergency: {
    title: 'പല്ലിന് അത്യാവശ്യ പ്രശ്നമുണ്ടോ?',
    text: 'ഞങ്ങളെ വിളിക്കാം; അല്ലെങ്കിൽ അടുത്ത ഏതാനും മിനിറ്റിൽ ചെയ്യേണ്ടതും ആശുപത്രിയിൽ പോകേണ്ടത് എപ്പോഴെന്നും വായിക്കാം: ആ പേജ് ഈ ഫോണിൽ സേവ് ചെയ്തിട്ടുണ്ട്.',
    call: '{phone} എന്ന നമ്പറിൽ വിളിക്കാം',
    link: 'ഇപ്പോൾ ചെയ്യേണ്ടത്',
  },
};

/** Written by the service worker above a kept page it answers from the phone's cache (src/sw.ts). */
export const savedNotice = 'നിങ്ങൾ ഓഫ്‌ലൈനിലാണ്: ഈ പേജ് {date}, {time}-ന് സേവ് ചെയ്തതാണ്.';

/** Written by the page script above each form while the phone is offline (src/scripts/start-offline.ts). */
export const formOffline = 'നിങ്ങൾ ഓഫ്‌ലൈനാണ്; അയയ്ക്കാൻ WhatsApp-ന് ഇന്റർനെറ്റ് വേണം.';
