/** True for a Jupyter notebook among a project's files, by its type or its name's extension. */
export function isNotebookFile(file: { file_type: string; name: string; file_url: string }): boolean {
  if (file.file_type.toLowerCase().split(';')[0]?.trim() === 'application/x-ipynb+json') return true;
  return [file.name, file.file_url.split(/[?#]/)[0] ?? ''].some((n) => n.toLowerCase().endsWith('.ipynb'));
}
