/** Colours a motif is drawn with; all derived from the product's hue. */
export type Palette = { fill: string; light: string; stroke: string; paper: string };

type Draw = (p: Palette) => string;

const line = (d: string, p: Palette) =>
  `<path d="${d}" fill="none" stroke="${p.stroke}" stroke-width="5"/>`;
const dots = (points: [number, number][], r: number, colour: string) =>
  points
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="none"/>`)
    .join('');

// Each motif is a few flat shapes in a 400x400 box; the group supplies fill and stroke.
const DRAWINGS: Record<string, Draw> = {
  shirt: (p) =>
    `<path d="M120 90 L160 70 Q200 95 240 70 L280 90 L340 150 L305 185 L280 165 L280 340 L120 340 L120 165 L95 185 L60 150 Z"/>${line('M160 70 L200 112 L240 70', p)}${line('M200 112 L200 340', p)}${dots(
      [
        [200, 150],
        [200, 200],
        [200, 250],
        [200, 300],
      ],
      6,
      p.paper,
    )}`,
  tshirt: (p) =>
    `<path d="M130 80 Q200 112 270 80 L340 130 L310 178 L280 160 L280 340 L120 340 L120 160 L90 178 L60 130 Z"/>${line('M150 90 Q200 125 250 90', p)}`,
  jacket: (p) =>
    `<path d="M120 80 L165 65 L200 150 L235 65 L280 80 L330 120 L350 330 L310 335 L290 180 L290 345 L110 345 L110 180 L90 335 L50 330 L70 120 Z"/>${line('M165 65 L182 205 L200 150 M235 65 L218 205 L200 150', p)}${dots(
      [
        [200, 245],
        [200, 290],
      ],
      8,
      p.paper,
    )}`,
  knit: (p) =>
    `<path d="M125 85 Q200 118 275 85 L330 120 L350 320 L315 325 L290 190 L290 330 L110 330 L110 190 L85 325 L50 320 L70 120 Z"/>${line('M140 92 Q200 130 260 92 M115 305 L285 305', p)}${line('M140 305 L140 328 M170 305 L170 328 M200 305 L200 328 M230 305 L230 328 M260 305 L260 328', p)}`,
  skirt: (p) =>
    `<rect x="135" y="75" width="130" height="28" rx="6"/><path d="M140 103 L260 103 L320 330 L80 330 Z"/>${line('M170 103 L145 330 M200 103 L200 330 M230 103 L255 330', p)}`,
  pants: (p) =>
    `<rect x="128" y="60" width="144" height="26" rx="6"/><path d="M130 86 L270 86 L292 340 L216 340 L200 170 L184 340 L108 340 Z"/>${line('M200 86 L200 170', p)}`,
  dress: (p) =>
    `<path d="M160 60 L240 60 L256 130 L236 152 L320 340 L80 340 L164 152 L144 130 Z"/>${line('M164 152 Q200 170 236 152', p)}`,
  romper: (p) =>
    `<path d="M140 70 L260 70 L300 120 L270 150 L260 140 L260 260 Q260 330 222 340 L200 300 L178 340 Q140 330 140 260 L140 140 L130 150 L100 120 Z"/>${line('M170 72 Q200 100 230 72', p)}${dots(
      [
        [185, 310],
        [215, 310],
      ],
      5,
      p.paper,
    )}`,
  bib: (p) =>
    `<circle cx="200" cy="215" r="125"/><circle cx="200" cy="140" r="48" fill="${p.paper}"/>${dots(
      [
        [160, 260],
        [200, 285],
        [240, 260],
      ],
      10,
      p.light,
    )}`,
  tie: (p) =>
    `<path d="M182 60 L218 60 L228 92 L206 104 L242 300 L200 352 L158 300 L194 104 L172 92 Z"/>${line('M190 150 L225 185 M180 210 L235 265 M175 268 L215 308', p)}`,
  ribbon: (p) =>
    `<path d="M200 190 Q120 100 80 170 Q80 250 200 205 Z"/><path d="M200 190 Q280 100 320 170 Q320 250 200 205 Z"/><path d="M188 205 L140 330 L170 318 L190 342 L205 210 Z"/><path d="M212 205 L260 330 L230 318 L210 342 L195 210 Z"/><rect x="182" y="178" width="36" height="40" rx="8" fill="${p.light}"/>`,
  socks: (p) =>
    `<path d="M160 60 L240 60 L240 230 L300 280 Q325 320 282 342 L182 342 Q150 330 160 300 Z"/>${line('M160 90 L240 90 M160 110 L240 110', p)}`,
  bag: (p) =>
    `${line('M150 165 Q150 80 200 80 Q250 80 250 165', p)}<path d="M90 160 L310 160 L292 340 L108 340 Z"/>${line('M105 200 L295 200', p)}`,
  backpack: (p) =>
    `${line('M170 95 Q200 55 230 95', p)}<rect x="110" y="90" width="180" height="250" rx="50"/><rect x="140" y="225" width="120" height="90" rx="20" fill="${p.light}"/>${line('M150 255 L250 255', p)}`,
  shoes: (p) =>
    `<path d="M70 262 Q82 200 160 200 L220 190 Q282 200 322 240 Q346 262 340 292 L340 302 L70 302 Z"/><rect x="66" y="300" width="278" height="22" rx="8" fill="${p.stroke}"/>${line('M150 232 Q185 222 220 232', p)}`,
  sneaker: (p) =>
    `<path d="M70 262 Q80 190 150 180 L200 215 Q282 222 330 262 Q346 280 340 300 L70 300 Z"/><rect x="66" y="298" width="278" height="24" rx="10" fill="${p.paper}"/>${line('M165 205 L180 230 M185 215 L198 238 M205 222 L216 244', p)}`,
  towel: (p) =>
    `<rect x="100" y="130" width="200" height="60" rx="18"/><rect x="80" y="190" width="240" height="64" rx="20" fill="${p.light}"/><rect x="90" y="254" width="220" height="66" rx="20"/>${line('M110 296 L290 296', p)}`,
  handkerchief: (p) =>
    `<rect x="90" y="90" width="220" height="220" rx="8" transform="rotate(-6 200 200)"/><rect x="115" y="115" width="170" height="170" rx="4" fill="none" stroke="${p.paper}" stroke-width="6" transform="rotate(-6 200 200)"/>${dots(
      [
        [170, 170],
        [230, 170],
        [170, 230],
        [230, 230],
      ],
      10,
      p.paper,
    )}`,
  umbrella: (p) =>
    `<path d="M60 200 Q200 40 340 200 Q305 180 270 200 Q235 180 200 200 Q165 180 130 200 Q95 180 60 200 Z"/>${line('M200 200 L200 320 Q200 345 178 340 Q162 334 164 318', p)}`,
  box: (p) =>
    `<rect x="100" y="172" width="200" height="168" rx="6"/><rect x="88" y="140" width="224" height="40" rx="6"/><rect x="190" y="140" width="20" height="200" fill="${p.light}"/><ellipse cx="172" cy="122" rx="30" ry="18" fill="${p.light}"/><ellipse cx="228" cy="122" rx="30" ry="18" fill="${p.light}"/>`,
  sake: (p) =>
    `<path d="M176 60 L224 60 L224 130 Q266 160 266 210 L266 342 L134 342 L134 210 Q134 160 176 130 Z"/><rect x="150" y="220" width="100" height="96" rx="4" fill="${p.paper}"/>${line('M200 236 L200 300', p)}`,
  bottle: (p) =>
    `<rect x="178" y="70" width="44" height="26" rx="4" fill="${p.stroke}"/><path d="M182 96 L218 96 L218 124 Q260 142 260 182 L260 342 L140 342 L140 182 Q140 142 182 124 Z"/><rect x="156" y="212" width="88" height="78" rx="6" fill="${p.paper}"/>`,
  cup: (p) =>
    `<path d="M128 140 L272 140 L252 330 Q200 346 148 330 Z"/><ellipse cx="200" cy="140" rx="72" ry="16" fill="${p.light}"/>${line('M140 210 Q200 226 262 210', p)}`,
  bowl: (p) =>
    `<rect x="165" y="312" width="70" height="20" rx="4"/><path d="M88 196 L312 196 Q302 316 200 318 Q98 316 88 196 Z"/><ellipse cx="200" cy="196" rx="112" ry="22" fill="${p.light}"/>`,
  glass: (p) =>
    `<path d="M130 110 L270 110 L256 330 L144 330 Z"/>${line('M150 170 L250 260 M250 170 L150 260 M145 215 L255 215', p)}<ellipse cx="200" cy="110" rx="70" ry="14" fill="${p.light}"/>`,
  mug: (p) =>
    `${line('M270 170 Q330 170 330 230 Q330 290 266 290', p)}<rect x="120" y="130" width="156" height="200" rx="22"/>${line('M170 70 Q160 90 175 110 M215 70 Q205 90 220 110', p)}`,
  tea: (p) =>
    `<rect x="140" y="122" width="120" height="220" rx="12"/><rect x="132" y="100" width="136" height="40" rx="8" fill="${p.stroke}"/><path d="M200 200 Q240 230 200 290 Q160 230 200 200 Z" fill="${p.light}"/>`,
  senbei: (p) =>
    `<circle cx="150" cy="250" r="82"/><circle cx="250" cy="190" r="82" fill="${p.light}"/><rect x="215" y="150" width="70" height="80" fill="${p.stroke}" stroke="none"/>${dots(
      [
        [120, 230],
        [170, 280],
        [140, 290],
        [180, 220],
      ],
      5,
      p.stroke,
    )}`,
  wagashi: (p) =>
    `<ellipse cx="200" cy="290" rx="150" ry="30" fill="${p.paper}"/><ellipse cx="200" cy="250" rx="110" ry="40"/><rect x="90" y="222" width="220" height="18" fill="${p.stroke}" stroke="none"/><ellipse cx="200" cy="212" rx="110" ry="40"/>`,
  sweets: (p) =>
    `<circle cx="200" cy="210" r="130"/><circle cx="200" cy="210" r="96" fill="${p.light}"/><circle cx="200" cy="210" r="62"/><circle cx="200" cy="210" r="30" fill="${p.paper}"/>`,
  pack: (p) =>
    `<path d="M130 100 L270 100 L288 342 L112 342 Z"/>${line('M132 130 L268 130', p)}<rect x="160" y="190" width="80" height="100" rx="12" fill="${p.paper}"/>`,
  jar: (p) =>
    `<rect x="140" y="100" width="120" height="42" rx="10" fill="${p.stroke}"/><rect x="120" y="140" width="160" height="200" rx="40"/>${dots(
      [
        [170, 250],
        [215, 230],
        [230, 285],
        [180, 300],
      ],
      18,
      p.light,
    )}`,
  notebook: (p) =>
    `<rect x="110" y="70" width="200" height="270" rx="10"/><rect x="140" y="120" width="140" height="50" rx="4" fill="${p.paper}"/>${dots(
      [
        [110, 110],
        [110, 160],
        [110, 210],
        [110, 260],
        [110, 310],
      ],
      9,
      p.stroke,
    )}`,
  pouch: (p) =>
    `<rect x="70" y="150" width="260" height="140" rx="40"/>${line('M95 175 L305 175', p)}<rect x="290" y="165" width="16" height="36" rx="6" fill="${p.light}"/>`,
  spool: (p) =>
    `<rect x="130" y="90" width="140" height="24" rx="6" fill="${p.stroke}"/><rect x="150" y="114" width="100" height="172" fill="${p.fill}"/><rect x="130" y="286" width="140" height="24" rx="6" fill="${p.stroke}"/>${line('M152 150 L248 140 M152 190 L248 180 M152 230 L248 220 M250 260 Q310 300 280 340', p)}`,
  sticker: (p) =>
    `<rect x="90" y="80" width="220" height="260" rx="14" fill="${p.paper}"/><rect x="112" y="104" width="80" height="40" rx="14"/><rect x="208" y="104" width="80" height="40" rx="14"/><rect x="112" y="164" width="176" height="50" rx="14" fill="${p.light}"/><rect x="112" y="234" width="80" height="40" rx="14"/><rect x="208" y="234" width="80" height="40" rx="14"/>`,
};

/** Every motif kind the product image renderer can draw. */
export const MOTIFS = Object.keys(DRAWINGS);

/** Returns the SVG shapes of a motif (unknown kinds fall back to a gift box). */
export function drawMotif(kind: string, palette: Palette): string {
  const draw = DRAWINGS[kind] ?? DRAWINGS.box;
  return draw ? draw(palette) : '';
}
