// The whole Mantine sheet for the admin area (forms, tables, app shell, pills...). In the
// 'mantine' cascade layer, so it never outranks the public pages' own styles when a visitor
// who signed in goes back to them.
import '@mantine/core/styles.layer.css';
