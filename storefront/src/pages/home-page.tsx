import { useDocumentMeta } from '../layout/use-document-meta';

export default function HomePage() {
  useDocumentMeta(
    'Sauda - Shop from Pakistan\u2019s favourite sellers',
    'Great deals, unique finds and Cash on Delivery from sellers across Pakistan.',
  );
  return (
    <section aria-labelledby="home-heading" className="py-10">
      <h1 id="home-heading" className="text-2xl font-bold">
        Welcome to Sauda
      </h1>
      <p className="mt-2 text-muted">Great deals and unique finds from sellers across Pakistan.</p>
    </section>
  );
}
