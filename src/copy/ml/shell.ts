// Malayalam words of the frame around every page: skip link, info bar, header, footer, floating buttons.
// {years}, {year}, {name}, {town}, {consultants} and {network} are filled in by the site; keep them where they stand.
import type { shell as enShell } from '../en/shell';
import { hours } from './hours';

export const shell: typeof enShell = {
  skipLink: 'പ്രധാന ഉള്ളടക്കത്തിലേക്ക് പോകുക',
  /** The switch to the other edition: its name written in its own language, and what it does. */
  language: {
    switchTo: 'English',
    switchHint: 'ഈ പേജ് ഇംഗ്ലീഷിൽ വായിക്കാം',
  },
  brandHome: '{name}, ഹോം പേജ്',
  infoBar: {
    label: 'ക്ലിനിക് വിവരങ്ങൾ',
    address: 'വിലാസം',
    hours: 'പ്രവർത്തന സമയം',
    phone: 'അപ്പോയിന്റ്മെന്റിന്',
  },
  nav: {
    label: 'പ്രധാന മെനു',
    home: 'ഹോം',
    about: 'ഞങ്ങളെക്കുറിച്ച്',
    services: 'ചികിത്സകൾ',
    fees: 'ഫീസ്',
    doctors: 'ഡോക്ടർമാർ',
    contact: 'ബന്ധപ്പെടുക',
    emergency: 'അടിയന്തരം',
    book: 'ബുക്ക് ചെയ്യാം',
    menu: 'മെനു',
  },
  footer: {
    quickLinksHeading: 'പ്രധാന ലിങ്കുകൾ',
    quickLinks: {
      home: 'ഹോം',
      about: 'ഞങ്ങളെക്കുറിച്ച്',
      services: 'ചികിത്സകൾ',
      fees: 'ഫീസ് നിരക്കുകൾ',
      doctors: 'ഞങ്ങളുടെ ഡോക്ടർമാർ',
      guides: 'ആരോഗ്യ വിവരങ്ങൾ',
      contact: 'ബന്ധപ്പെടുക',
    },
    servicesHeading: 'ഞങ്ങളുടെ ചികിത്സകൾ',
    contactHeading: 'ബന്ധപ്പെടുക',
    email: 'ഇ-മെയിൽ',
    hoursHeading: 'പ്രവർത്തന സമയം',
    socialHeading: 'ഞങ്ങളെ പിന്തുടരാം',
    socialLink: '{network} (പുതിയ ടാബിൽ തുറക്കും)',
    privacy: 'സ്വകാര്യത',
    accessibility: 'പ്രാപ്യത (Accessibility)',
    copyright: '© {year} {name}. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.',
  },
  floating: {
    label: 'വേഗത്തിൽ ബന്ധപ്പെടാം',
    whatsapp: 'WhatsApp വഴി ഞങ്ങളോട് സംസാരിക്കാം',
    call: 'ക്ലിനിക്കിലേക്ക് വിളിക്കാം',
  },
  hours,
  notice: 'അറിയിപ്പ്',
  datedHours: { title: 'വരാനിരിക്കുന്ന അവധികളും സമയമാറ്റങ്ങളും', row: '{days}: {hours} ({reason})' },
  status: {
    open: 'ഇപ്പോൾ തുറന്നിരിക്കുന്നു · അടയ്ക്കുന്നത് {time}',
    opensLater: 'ഇപ്പോൾ അടച്ചിരിക്കുന്നു · തുറക്കുന്നത് {time}',
    opensOn: 'ഇപ്പോൾ അടച്ചിരിക്കുന്നു · തുറക്കുന്നത് {day} {time}',
    closedToday: 'ഇന്ന് അവധി · തുറക്കുന്നത് {day} {time}',
    holiday: 'ഇന്ന് അവധി ({reason}) · തുറക്കുന്നത് {day} {time}',
    closed: 'അടച്ചിരിക്കുന്നു',
  },
  preview: {
    since: '{year} മുതൽ {town} നഗരത്തിൽ',
    imageAlt: '{name}: {tagline}. അപ്പോയിന്റ്മെന്റിന് {phone}.',
  },
  newTab: '(പുതിയ ടാബിൽ തുറക്കും)',
};
