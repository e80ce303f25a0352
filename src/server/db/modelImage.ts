/** A small SVG of a car with the model's name, as a data URL (the app's CSP allows data: images). */
export function modelImage(model: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" rx="8" fill="#eef3f8"/><path d="M22 60h116l-8-16-18-6H58L38 46z" fill="#0b3d6e"/><circle cx="50" cy="62" r="8" fill="#333"/><circle cx="112" cy="62" r="8" fill="#333"/><text x="80" y="84" font-family="Arial" font-size="11" text-anchor="middle" fill="#0b3d6e">${model}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
