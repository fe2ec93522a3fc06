// The tag catalogue's public entry: the screens that show or pick tags read it and ask for it here.
export {
  selectTagCatalogue,
  tagCatalogueRequests,
  tagsFailure,
  tagsRequest,
  tagsSuccess,
} from './tagsSlice';
export { useTagNames } from './useTagNames';
