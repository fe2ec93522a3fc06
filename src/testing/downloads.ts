// Files a page saves through lib/saveFile.ts, caught in jsdom: each file's name, type and text.
// jsdom has no object URLs, nor a `text()` on Blob; the link's click is what would download.

export interface SavedFile {
  name: string;
  type: string;
  text: () => Promise<string>;
}

function read(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

/** Catches every file saved from now on (restore with `jest.restoreAllMocks()`). */
export function catchDownloads(): SavedFile[] {
  const files: SavedFile[] = [];
  let blob: Blob | null = null;
  URL.createObjectURL = (made: Blob) => {
    blob = made;
    return 'blob:download';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const saved = blob;
    if (!saved) throw new Error(`${this.download} was clicked without a file`);
    files.push({ name: this.download, type: saved.type, text: () => read(saved) });
  });
  return files;
}
