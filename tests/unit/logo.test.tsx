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
  it('stands in the header, inside the link named after the clinic, and in the footer, beside its name', () => {
    const { container } = render(
      <>
        <Header page={pageContext('en')} path="/" logo={logo} />
        <Footer page={pageContext('en')} services={footerServices} logo={logo} />
      </>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([logo.src, logo.src]);
    // Decorative: the clinic's name is beside it, or names the link around it.
    expect(images.every((img) => img.getAttribute('alt') === '')).toBe(true);
    expect(images[0]!.closest('a')!.getAttribute('aria-label')).toContain(clinic.name);
    expect(within(images[1]!.parentElement!).getByText(clinic.name)).toBeTruthy();
    expect(container.querySelector('use[href$="#logo"]')).toBeNull();
  });

  it('is the tooth mark when the content names none', () => {
    const { container } = render(<Header page={pageContext('en')} path="/" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('use[href$="#logo"]')).not.toBeNull();
  });
});
