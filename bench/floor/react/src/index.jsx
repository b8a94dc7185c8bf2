// The floor: a plain React page, nothing else.
import { createRoot } from 'react-dom/client';

function Page() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '64px auto', padding: 16 }}>
      <h1>Your roster, everywhere</h1>
      <p>Import your duty roster, see every flight on a map and export it to your calendar.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<Page />);
