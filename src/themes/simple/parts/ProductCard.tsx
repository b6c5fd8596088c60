/** The product tile every grid renders (`@theme/parts/ProductCard.tsx`); a theme may replace it. */
export { default } from '../../../islands/shared/ProductCard';
