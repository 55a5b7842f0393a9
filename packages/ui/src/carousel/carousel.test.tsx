import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DirectionProvider } from '../direction';
import { Carousel } from './carousel';
import { scrollPosition, shouldShowArrows } from './use-carousel';
import * as esCarousel from '@lp/locales/es/ui-carousel';
import { I18nProvider } from '../i18n';

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => <article key={i}>Course {i + 1}</article>);

describe('scrollPosition', () => {
  it('knows whether the row overflows and which ways it can move', () => {
    expect(scrollPosition(0, 1000, 1000)).toEqual({
      overflows: false,
      canScrollPrev: false,
      canScrollNext: false,
    });
    expect(scrollPosition(0, 2000, 1000)).toEqual({
      overflows: true,
      canScrollPrev: false,
      canScrollNext: true,
    });
    expect(scrollPosition(500, 2000, 1000)).toMatchObject({
      canScrollPrev: true,
      canScrollNext: true,
    });
    expect(scrollPosition(999.5, 2000, 1000)).toMatchObject({
      canScrollPrev: true,
      canScrollNext: false,
    });
  });

  it('reads a right-to-left scroller, whose position runs negative', () => {
    expect(scrollPosition(0, 2000, 1000)).toMatchObject({
      canScrollPrev: false,
      canScrollNext: true,
    });
    expect(scrollPosition(-500, 2000, 1000)).toMatchObject({
      canScrollPrev: true,
      canScrollNext: true,
    });
    expect(scrollPosition(-999.5, 2000, 1000)).toMatchObject({
      canScrollPrev: true,
      canScrollNext: false,
    });
  });
});

describe('shouldShowArrows (spec 2 §2.2)', () => {
  it('shows next-step arrows only with more than 3 cards, whatever fits', () => {
    expect(shouldShowArrows({ count: 3, overflows: true, minItemsForArrows: 3 })).toBe(false);
    expect(shouldShowArrows({ count: 4, overflows: false, minItemsForArrows: 3 })).toBe(true);
  });

  it('otherwise shows them when the items do not fit', () => {
    expect(shouldShowArrows({ count: 8, overflows: false })).toBe(false);
    expect(shouldShowArrows({ count: 2, overflows: true })).toBe(true);
  });
});

describe('Carousel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region with a list of at most 8 items by default', () => {
    render(<Carousel label="You Might Like">{cards(12)}</Carousel>);
    const region = screen.getByRole('region', { name: 'You Might Like' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(8);
  });

  it('honours another maxItems', () => {
    render(
      <Carousel label="Courses" maxItems={3}>
        {cards(5)}
      </Carousel>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('hides the arrows for 3 next-step cards and shows them for 4', () => {
    const { rerender } = render(
      <Carousel label="Next steps" step={300} minItemsForArrows={3}>
        {cards(3)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    rerender(
      <Carousel label="Next steps" step={300} minItemsForArrows={3}>
        {cards(4)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('scrolls by its step with the arrow keys and to the ends with Home and End', async () => {
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTo');
    render(
      <Carousel label="Next steps" step={300}>
        {cards(6)}
      </Carousel>,
    );
    const list = screen.getByRole('list', { name: 'Next steps' });
    list.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));
    await userEvent.keyboard('{Home}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('right to left, moves forward with Left and to the far (left) end with End', async () => {
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTo');
    render(
      <DirectionProvider dir="rtl">
        <Carousel label="Next steps" step={300}>
          {cards(6)}
        </Carousel>
      </DirectionProvider>,
    );
    const list = screen.getByRole('list', { name: 'Next steps' });
    list.focus();
    // Browsers count a right-to-left scroller's position from 0 down to negative values.
    await userEvent.keyboard('{ArrowLeft}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));
    await userEvent.keyboard('{ArrowRight}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1800 });
    await userEvent.keyboard('{End}');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: -1800 }));
  });

  it('takes other arrow names', () => {
    render(
      <Carousel label="Courses" minItemsForArrows={0} previousLabel="Indietro" nextLabel="Avanti">
        {cards(2)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeInTheDocument();
  });
});

describe('Carousel in another language', () => {
  it('describes its role and names its arrows in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esCarousel.id, esCarousel.default]]) }}
      >
        <Carousel label="Te podría interesar" step={300} minItemsForArrows={3}>
          {cards(4)}
        </Carousel>
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Te podría interesar' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});
