// Async boundary, as in the product.
import('./bootstrap.jsx');
