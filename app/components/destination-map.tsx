import { Link } from "@remix-run/react";

/**
 * The "Global Education Map": an inline SVG world map (equirectangular, so a
 * point is simply x = longitude, y = -latitude) with one labelled marker per
 * destination, each a real link, and an enlarged inset of the Caribbean, where
 * the five regional destinations sit too close together to tell apart at world
 * scale. Coastlines are deliberately coarse (a few hundred points in all) so the
 * map stays a few kilobytes; it places destinations, it does not measure them.
 */

export interface MapDestination {
  id: string;
  slug: string;
  name: string;
  isCaribbean: boolean;
}

type Anchor = "start" | "middle" | "end";

/** Where each destination sits (approximate centre, or its main study city area) and where its label goes. */
interface Placement {
  lon: number;
  lat: number;
  /** Label offset from the marker, in em of the label's font, and which end of the label sits there. */
  label: { dx: number; dy: number; anchor: Anchor; lines?: string[] };
  /** The plain-language position for the text alternative. */
  region: string;
}

const PLACEMENTS: Record<string, Placement> = {
  dest_canada: { lon: -106, lat: 56, label: { dx: 0, dy: -0.9, anchor: "middle" }, region: "North America" },
  dest_usa: { lon: -98, lat: 39, label: { dx: 0.8, dy: 0.35, anchor: "start" }, region: "North America" },
  dest_uk: { lon: -2, lat: 54, label: { dx: -0.4, dy: -1, anchor: "start" }, region: "Western Europe" },
  dest_ireland: { lon: -8, lat: 53, label: { dx: -0.8, dy: 0.6, anchor: "end" }, region: "Western Europe" },
  dest_germany: { lon: 10, lat: 51, label: { dx: 0.8, dy: 0.35, anchor: "start" }, region: "Central Europe" },
  dest_australia: { lon: 134, lat: -25, label: { dx: 0, dy: 1.6, anchor: "middle" }, region: "Oceania" },
  dest_jamaica: { lon: -77.3, lat: 18.1, label: { dx: 0, dy: 1.55, anchor: "middle" }, region: "the Caribbean" },
  dest_bahamas: { lon: -77.4, lat: 25, label: { dx: 0.8, dy: 0.35, anchor: "start" }, region: "the Caribbean" },
  dest_barbados: { lon: -59.5, lat: 13.2, label: { dx: 0.8, dy: 0.35, anchor: "start" }, region: "the Caribbean" },
  dest_trinidad: {
    lon: -61.2,
    lat: 10.7,
    label: { dx: 0.8, dy: 0.2, anchor: "start", lines: ["Trinidad and", "Tobago"] },
    region: "the Caribbean",
  },
  dest_eastern_caribbean: { lon: -61, lat: 13.9, label: { dx: -0.8, dy: -0.1, anchor: "end" }, region: "the Caribbean" },
};

/** A coordinate as short as it can be written: at most two decimals, no leading zero. */
function short(value: number): string {
  return String(Math.round(value * 100) / 100).replace(/^(-?)0\./, "$1.");
}

/**
 * Outlines as "lon,lat lon,lat …" rings, turned once into compact SVG path
 * data (relative moves, separators only where needed). Every ring is wound the
 * same way, so where two outlines overlap the default non-zero fill still
 * paints land rather than punching a hole.
 */
function toPath(rings: string[]): string {
  return rings
    .map((ring) => {
      const points = ring
        .trim()
        .split(/\s+/)
        .map((point) => point.split(",").map(Number) as [number, number]);
      const signedArea = points.reduce((sum, [lon, lat], index) => {
        const [nextLon, nextLat] = points[(index + 1) % points.length] ?? [lon, lat];
        return sum + lon * nextLat - nextLon * lat;
      }, 0);
      if (signedArea < 0) points.reverse();
      const [first = [0, 0]] = points;
      const numbers = points.slice(1).flatMap(([lon, lat], index) => {
        const [previousLon, previousLat] = points[index] ?? first;
        return [short(lon - previousLon), short(previousLat - lat)];
      });
      const moves = numbers.reduce((path, number) => path + (number.startsWith("-") ? "" : " ") + number, "");
      return `M${short(first[0])} ${short(-first[1])}l${moves.trimStart()}z`;
    })
    .join("");
}

const WORLD_LAND = toPath([
  // North America, with Hudson Bay
  "-168,66 -162,70 -156,71 -141,70 -128,70 -115,68 -100,68 -94,70 -88,68 -87,64 -94,61 -93,58 -86,55 -82,52 -79,55 -77,59 -78,62 -72,62 -65,60 -61,56 -56,52 -60,49 -65,49 -64,46 -66,44 -70,43 -70,42 -74,40 -76,37 -76,35 -81,32 -80,27 -80,25 -82,26 -83,29 -84,30 -89,30 -90,29 -94,30 -97,28 -98,24 -97,21 -96,19 -94,18 -91,19 -90,21 -87,21 -88,18 -88,16 -86,16 -83,15 -84,11 -82,9 -80,9 -77,9 -78,7 -81,7 -82,8 -86,10 -88,13 -91,14 -94,16 -97,16 -101,17 -105,20 -105,23 -109,26 -111,28 -115,32 -113,29 -112,27 -110,24 -112,25 -114,28 -117,32 -121,35 -123,38 -124,41 -124,47 -125,49 -130,55 -135,58 -140,60 -147,61 -152,59 -158,57 -163,55 -160,58 -165,61 -165,63",
  // Arctic islands, Greenland, Iceland
  "-90,72 -80,73 -72,71 -62,67 -64,63 -72,64 -79,65 -86,69",
  "-125,72 -118,76 -98,78 -86,81 -62,83 -70,78 -80,76 -90,75 -100,73 -112,70 -120,70",
  "-73,78 -60,82 -35,84 -20,81 -18,76 -22,70 -26,68 -40,65 -43,60 -48,61 -52,65 -55,71 -60,76",
  "-24,66 -16,67 -13,65 -15,64 -19,63 -23,64",
  // South America
  "-77,9 -75,11 -72,12 -68,11 -64,11 -60,9 -57,6 -52,5 -50,2 -48,-1 -44,-3 -39,-3 -35,-6 -35,-9 -37,-12 -39,-15 -40,-19 -41,-22 -45,-23 -48,-26 -49,-29 -52,-32 -55,-35 -58,-36 -57,-38 -62,-39 -65,-41 -65,-45 -68,-47 -69,-51 -68,-53 -68,-55 -71,-55 -75,-51 -75,-46 -74,-42 -74,-37 -72,-32 -71,-25 -70,-18 -75,-16 -76,-14 -80,-7 -81,-5 -80,-2 -80,1 -79,2 -78,4 -77,7",
  // Africa, with Madagascar
  "-6,36 -10,31 -10,29 -14,27 -17,21 -17,15 -17,12 -13,9 -12,7 -8,4 -3,5 2,6 4,6 6,4 9,4 10,3 9,-1 12,-5 12,-6 13,-10 12,-16 12,-17 15,-23 17,-29 18,-34 20,-35 26,-34 28,-33 31,-30 33,-26 35,-24 35,-22 37,-18 41,-15 40,-11 39,-6 40,-4 42,-2 44,1 46,2 49,6 51,11 48,11 43,12 43,13 40,16 37,19 37,21 36,24 34,28 33,30 32,31 30,31 25,32 20,31 16,32 11,33 10,37 9,37 3,37 -1,35",
  "49,-12 50,-15 47,-25 45,-26 43,-22 44,-16 47,-15",
  // Eurasia
  "-6,36 -9,37 -9,39 -9,42 -9,43 -8,44 -2,43 -1,46 -2,47 -5,48 -3,49 0,50 2,51 3,51 5,53 7,53 9,54 9,56 8,57 11,58 10,56 11,54 13,54 19,55 21,55 21,57 24,57 24,59 30,60 23,60 21,61 22,63 25,65 22,66 18,63 17,61 19,60 17,57 15,56 13,56 12,58 11,59 8,58 6,59 5,61 6,62 10,64 13,67 15,69 19,70 26,71 31,70 33,69 41,68 44,68 54,69 60,70 68,69 69,73 72,73 80,73 86,74 100,77 104,78 113,74 128,73 140,73 150,72 160,70 170,70 180,69 180,65 174,62 166,60 163,58 162,56 157,51 156,57 160,61 155,60 143,59 137,55 141,52 140,48 135,44 132,43 130,41 129,37 129,35 127,34 127,37 125,40 122,39 121,41 118,39 119,37 123,37 120,36 119,35 122,31 122,29 120,25 117,23 114,22 110,21 108,22 106,20 106,18 109,15 109,12 107,10 105,9 105,10 103,12 101,14 99,10 100,8 101,7 103,4 104,1 101,3 100,6 98,8 99,11 98,13 98,16 95,16 94,19 92,21 92,23 89,22 87,21 85,19 82,17 80,16 80,13 80,10 78,8 76,10 75,13 73,16 73,19 73,21 70,21 69,23 67,25 62,25 57,26 55,27 52,28 50,30 48,30 50,26 52,25 55,24 56,26 56,25 59,24 60,22 58,19 55,18 52,16 49,14 45,13 43,13 43,16 41,19 39,22 37,25 36,28 35,30 35,28 33,30 32,31 34,31 35,33 36,36 36,37 32,36 30,36 27,37 27,39 26,40 26,41 23,41 23,40 24,38 23,37 22,36 21,38 20,40 19,42 17,43 16,44 14,45 13,46 12,45 12,44 14,43 16,41 18,40 17,39 16,38 16,40 14,41 12,42 11,43 10,44 9,44 8,44 6,43 4,43 3,43 3,42 1,41 0,40 0,39 -1,38 -2,37 -4,37",
  // Islands of Europe and Asia
  "-6,50 -4,50 1,51 2,53 0,53 0,55 -2,56 -2,57 -3,59 -5,59 -6,58 -6,56 -5,55 -3,54 -3,53 -5,53 -4,52 -5,52 -3,51 -4,51",
  "-6,52 -6,53 -6,55 -7,55 -9,55 -10,54 -10,53 -10,52 -10,51 -8,52",
  "130,31 132,34 135,34 137,34 140,35 141,37 142,38 142,40 141,41 140,41 140,39 139,38 137,37 136,36 133,36 131,34",
  "140,42 141,42 143,42 146,43 145,44 142,45 142,43",
  "80,10 82,8 82,7 81,6 80,7",
  "120,23 122,25 122,24 121,22",
  "121,19 122,19 122,16 124,13 122,14 121,15 120,16",
  "122,7 125,10 127,7 125,6 124,6",
  // Indonesia and New Guinea
  "95,6 98,4 100,2 104,-1 106,-3 106,-6 105,-6 102,-3 100,-1 99,2",
  "105,-7 108,-6 113,-7 115,-8 114,-9 108,-8",
  "109,2 110,-1 110,-3 115,-4 116,-4 117,-1 118,1 119,5 117,7 116,6 113,3 111,2",
  "119,-1 120,1 125,2 123,1 121,0 122,-2 123,-5 121,-5 120,-3",
  "131,-1 134,-1 138,-2 141,-3 146,-5 148,-6 151,-11 146,-8 144,-9 141,-9 138,-8 138,-5 134,-4 132,-3",
  // Australia, Tasmania, New Zealand
  "114,-22 113,-26 115,-30 115,-34 116,-35 118,-35 124,-34 126,-32 131,-32 134,-33 136,-35 138,-36 140,-38 144,-39 146,-39 148,-38 150,-38 151,-34 153,-31 154,-28 153,-26 151,-23 149,-20 146,-19 145,-15 144,-14 143,-11 142,-13 142,-16 141,-17 139,-17 136,-15 137,-12 135,-12 133,-11 130,-12 130,-15 128,-14 125,-15 124,-17 122,-18 121,-20 119,-20 117,-21",
  "145,-41 148,-41 148,-42 147,-44 145,-42",
  "166,-46 168,-44 171,-41 174,-41 174,-42 171,-44 169,-47",
  "172,-35 174,-37 176,-38 178,-38 177,-39 175,-42 175,-40 174,-39 174,-37",
  // The Greater Antilles, as seen at world scale
  "-85,22 -82,23 -80,23 -77,22 -74,20 -78,20 -80,22",
  "-74,18 -72,20 -69,19 -68,19 -71,18",
]);

/** The Black Sea and the Caspian, painted as water over the land. */
const WORLD_SEAS = toPath([
  "28,41 31,41 36,42 42,42 42,43 40,44 38,45 37,45 34,45 33,45 31,47 30,45 29,44",
  "49,47 47,46 47,43 50,41 49,38 50,37 54,37 54,40 53,41 53,42 52,42 51,45 53,45 53,47 51,47",
]);

const CARIBBEAN_LAND = toPath([
  // Florida and the Central and South American mainland (running off the inset's edges)
  "-82.8,28.6 -82.7,27.5 -81.8,26.1 -81.1,25.2 -80.4,25.2 -80.1,26.8 -80.6,28.6",
  "-91,22 -87.1,21.6 -86.8,21.2 -87.5,19.5 -87.7,18.2 -88.2,17.4 -88.3,16 -87.6,15.9 -86,15.95 -84.3,15.8 -83.3,15.1 -83.4,14 -83.6,12.5 -83.7,11 -82.5,9.6 -81.5,8.9 -80,9.3 -78.9,9.4 -77.4,8.7 -76.8,8.5 -76.1,9.4 -75.5,10.5 -74.8,11 -73.6,11.3 -72.2,11.9 -71.7,12.4 -71.1,11.6 -71.6,10.8 -70.2,11.6 -69.8,11.4 -68.4,10.6 -66.9,10.6 -65,10.1 -64.2,10.5 -62.3,10.7 -62.6,10.1 -61.6,9.8 -60.8,8.6 -60,8.5 -58,7.5 -55,5.8 -55,4 -91,4",
  // Cuba, Jamaica, Hispaniola, Puerto Rico
  "-84.95,21.85 -83.2,22.95 -82.4,23.2 -80.9,23.1 -79.6,22.6 -78,22.3 -77.1,21.6 -75.6,21.1 -74.5,20.3 -74.15,20.2 -75.5,19.9 -77.7,19.85 -77.2,20.6 -78.2,20.9 -78.7,21.6 -80.5,21.9 -81.8,22.2 -82.8,22.6 -83.9,22.2",
  "-78.35,18.45 -77.5,18.5 -76.9,18.45 -76.35,18.15 -76.2,17.9 -76.8,17.9 -77.2,17.75 -77.8,17.85 -78.35,18.25",
  "-74.45,18.45 -72.4,18.55 -72.8,19.1 -73.45,19.7 -72.6,19.9 -71.7,19.85 -70,19.7 -69.2,19.35 -68.35,18.6 -69.9,18.4 -71.1,18.05 -71.4,17.6 -72.1,18.1 -73.4,18.2 -74.45,18.3",
  "-67.25,18.45 -65.6,18.4 -65.6,18 -67.2,17.95",
  // The Bahamas (the larger islands)
  "-79,26.7 -77.9,26.7 -77.9,26.5 -79,26.5",
  "-77.4,27 -76.95,26.5 -77.2,25.9 -77.5,26.4",
  "-78.2,25.1 -77.7,24.9 -77.7,24 -78,23.7 -78.4,24.3",
  "-77.55,25.1 -77.25,25.1 -77.25,24.95 -77.55,24.95",
  "-76.7,25.5 -76.1,25.1 -76.2,24.7 -76.6,25.2",
  "-75.8,23.7 -75.2,23.1 -75,23.2 -75.6,23.7",
  "-73.7,21.3 -73.1,21.2 -73,20.9 -73.6,20.95",
  // The Lesser Antilles, Trinidad and Tobago
  "-61.9,17.15 -61.7,17.15 -61.7,16.98 -61.9,16.98",
  "-62.85,17.4 -62.55,17.15 -62.65,17.1 -62.85,17.3",
  "-61.8,16.5 -61.2,16.3 -61.55,15.95 -61.8,16.2",
  "-61.5,15.65 -61.25,15.6 -61.25,15.2 -61.4,15.2",
  "-61.2,14.9 -60.85,14.75 -60.85,14.4 -61.2,14.55",
  "-61.08,14.1 -60.88,14.08 -60.9,13.72 -61.08,13.78",
  "-61.28,13.38 -61.12,13.38 -61.12,13.13 -61.28,13.15",
  "-61.8,12.25 -61.6,12.22 -61.6,12 -61.8,12.02",
  "-59.65,13.33 -59.42,13.15 -59.5,13.05 -59.65,13.15",
  "-61.93,10.1 -61.6,10.75 -60.95,10.85 -61,10.1 -61.9,10.05",
  "-60.85,11.3 -60.5,11.35 -60.55,11.15",
]);

// The regions each map shows: viewBox boxes in the same lon/-lat units.
const WORLD_VIEW = { x: -168, y: -80, width: 348, height: 130 };
const CARIBBEAN_VIEW = { x: -87, y: -28, width: 37, height: 20 };

function graticule(view: typeof WORLD_VIEW, step: number): string {
  const lines: string[] = [];
  const first = (value: number) => Math.ceil(value / step) * step;
  for (let lon = first(view.x); lon <= view.x + view.width; lon += step) lines.push(`M${lon},${view.y}V${view.y + view.height}`);
  for (let y = first(view.y); y <= view.y + view.height; y += step) lines.push(`M${view.x},${y}H${view.x + view.width}`);
  return lines.join("");
}

function viewBox({ x, y, width, height }: typeof WORLD_VIEW): string {
  return `${x} ${y} ${width} ${height}`;
}

function degrees(value: number, positive: string, negative: string): string {
  return `${Math.round(Math.abs(value))}°${value >= 0 ? positive : negative}`;
}

function Marker({ destination, placement }: { destination: MapDestination; placement: Placement }) {
  const { lon, lat, label } = placement;
  return (
    <Link to={`/destinations/${destination.slug}`} className={`map-marker ${destination.isCaribbean ? "is-caribbean" : "is-international"}`}>
      <title>{destination.name}</title>
      <g transform={`translate(${lon} ${-lat})`}>
        <circle className="marker-ring" />
        {destination.isCaribbean ? <path className="marker-dot" d="M0,-0.5L0.5,0L0,0.5L-0.5,0Z" /> : <circle className="marker-dot" />}
        <text className="marker-label" dx={label.dx ? `${label.dx}em` : undefined} dy={`${label.dy}em`} textAnchor={label.anchor}>
          {label.lines
            ? label.lines.map((line, index) => (
                <tspan key={line} x="0" dx={`${label.dx}em`} dy={index === 0 ? undefined : "1.1em"}>
                  {line}
                </tspan>
              ))
            : destination.name}
        </text>
      </g>
    </Link>
  );
}

export function DestinationMap({ destinations, headingId }: { destinations: MapDestination[]; headingId: string }) {
  const placed = destinations.flatMap((destination) => {
    const placement = PLACEMENTS[destination.id];
    return placement ? [{ destination, placement }] : [];
  });
  const international = placed.filter(({ destination }) => !destination.isCaribbean);
  const caribbean = placed.filter(({ destination }) => destination.isCaribbean);
  const box = CARIBBEAN_VIEW;

  return (
    <figure className="destination-map" aria-labelledby={headingId}>
      <div className="map-panels">
        <div className="map-panel map-panel-world">
          <svg className="map-svg map-world" viewBox={viewBox(WORLD_VIEW)} role="group" aria-labelledby="map-world-title" focusable="false">
            <title id="map-world-title">World map of study destinations</title>
            <g aria-hidden="true">
              <rect className="map-ocean" x={WORLD_VIEW.x} y={WORLD_VIEW.y} width={WORLD_VIEW.width} height={WORLD_VIEW.height} />
              <path className="map-graticule" d={graticule(WORLD_VIEW, 30)} />
              <path className="map-equator" d={`M${WORLD_VIEW.x},0H${WORLD_VIEW.x + WORLD_VIEW.width}`} />
              <path className="map-land" d={WORLD_LAND} />
              <path className="map-sea" d={WORLD_SEAS} />
              <rect className="map-inset-outline" x={box.x} y={box.y} width={box.width} height={box.height} />
              {caribbean.map(({ destination, placement }) => (
                <circle key={destination.id} className="map-dot-minor" cx={placement.lon} cy={-placement.lat} />
              ))}
              <text className="map-inset-label" x={box.x + box.width} y={box.y + box.height} dx="0.5em" dy="-0.2em">
                Caribbean (see inset)
              </text>
            </g>
            {international.map(({ destination, placement }) => (
              <Marker key={destination.id} destination={destination} placement={placement} />
            ))}
          </svg>
        </div>
        <div className="map-panel map-panel-inset">
          <svg className="map-svg map-inset" viewBox={viewBox(CARIBBEAN_VIEW)} role="group" aria-labelledby="map-inset-title" focusable="false">
            <title id="map-inset-title">Caribbean inset, enlarged</title>
            <g aria-hidden="true">
              <rect className="map-ocean" x={box.x} y={box.y} width={box.width} height={box.height} />
              <path className="map-graticule" d={graticule(CARIBBEAN_VIEW, 5)} />
              <path className="map-land" d={CARIBBEAN_LAND} />
              <text className="map-inset-title" x={box.x} y={box.y} dx="0.6em" dy="1.4em">
                Caribbean
              </text>
            </g>
            {caribbean.map(({ destination, placement }) => (
              <Marker key={destination.id} destination={destination} placement={placement} />
            ))}
          </svg>
        </div>
      </div>
      <figcaption className="map-caption">
        <ul className="map-legend" aria-hidden="true">
          <li>
            <span className="legend-symbol is-international" /> International
          </li>
          <li>
            <span className="legend-symbol is-caribbean" /> Caribbean
          </li>
        </ul>
        <p>
          Select a marker to open that destination&apos;s guide. The inset enlarges the Caribbean, where five destinations sit close together. Positions are
          approximate.
        </p>
        <ul className="visually-hidden">
          {placed.map(({ destination, placement }) => (
            <li key={destination.id}>
              {destination.name}: {destination.isCaribbean ? "Caribbean" : "international"} destination in {placement.region}, about{" "}
              {degrees(placement.lat, "N", "S")} {degrees(placement.lon, "E", "W")}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
