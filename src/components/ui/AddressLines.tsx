import type { Locale } from '@/model/locales';
import type { Clinic } from '@/model';

/** The clinic's street, locality, and town with its postal code and state, a line each, in the page's language. */
export function AddressLines({ address, locale }: { address: Clinic['address']; locale: Locale }) {
  return (
    <>
      {address.street[locale]}
      <br />
      {address.locality[locale]}
      <br />
      {`${address.town[locale]} ${address.postalCode}, ${address.state[locale]}`}
    </>
  );
}
