/** The paragraph a screen shows while it loads (or while its guard examines the login). */
export default function Loading({ text }: { text: string }) {
  return <p aria-busy="true">{text}</p>;
}
