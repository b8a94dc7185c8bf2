// The floor remote: one route-level page with a router link, exposed as './Page'.
// biome-ignore lint/style/noRestrictedImports: the floor is the bare library, without our facade
import { Link } from 'react-router-dom';

export default function Page() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '64px auto', padding: 16 }}>
      <h1>Your roster, everywhere</h1>
      <p>Import your duty roster, see every flight on a map and export it to your calendar.</p>
      <Link to="/">Home</Link>
    </main>
  );
}
