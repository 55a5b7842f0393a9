export { Carousel } from './carousel';
export type { CarouselProps } from './carousel';
export { useCarousel, scrollPosition, shouldShowArrows } from './use-carousel';
export type { UseCarouselOptions } from './use-carousel';
