export function HomeHero({ city }: { city: string }) {
  return (
    <section className="hero">
      <div className="page-width">
        <h1>Find your next home in {city}</h1>
        <p className="lead mb-0">Flats, houses, plots, offices, shops, farm land and PG rooms, posted by owners, agents and builders.</p>
      </div>
    </section>
  );
}
