// Saves text the page made as a file, from the browser (a Blob), with no request: the Logs tab's
// download and the Activity tab's CSV.
/** Saves `content` as a file through a Blob, without a round trip to the provider. */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
