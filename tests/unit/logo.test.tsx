// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageContext } from '@/build-time/page-context';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { clinic, footerServices } from '@/content';

afterEach(cleanup);

const logo = { src: '/_astro/clinic-logo.abc123.webp', width: 270, height: 108 };

describe("the clinic's logo", () => {
  it('stands in the header, inside the link named after the clinic, and in the footer, beside its name or as it', () => {
    const { container } = render(
      <>
        <Header page={pageContext('en')} path="/" logo={logo} />
        <Footer page={pageContext('en')} services={footerServices} logo={logo} />
      </>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([logo.src, logo.src]);
    const [header, footer] = images as [HTMLImageElement, HTMLImageElement];
    // In the header the link around it is named after the clinic.
    expect(header.getAttribute('alt')).toBe('');
    expect(header.closest('a')!.getAttribute('aria-label')).toContain(clinic.name);
    if (clinic.logoShowsName) {
      // A logo that spells the name is the name: nothing written beside it, and in the footer it says it.
      expect(header.closest('a')!.textContent).toBe('');
      expect(footer.getAttribute('alt')).toBe(clinic.name);
      expect(footer.parentElement!.textContent).toBe('');
    } else {
      // Decorative: the clinic's name is beside it.
      expect(header.closest('a')!.textContent).toBe(clinic.shortName);
      expect(footer.getAttribute('alt')).toBe('');
      expect(within(footer.parentElement!).getByText(clinic.name)).toBeTruthy();
    }
    expect(container.querySelector('use[href$="#logo"]')).toBeNull();
  });

  it('is the tooth mark when the content names none', () => {
    const { container } = render(<Header page={pageContext('en')} path="/" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('use[href$="#logo"]')).not.toBeNull();
  });
});
