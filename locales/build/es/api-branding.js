// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-branding";
export default {
  saved: "Marca guardada",
  restored: "Marca anterior restaurada",
  logoUploaded: "Logotipo subido",
  colourPrimary: "El color principal debe ser un color con el formato #RRGGBB.",
  colourSecondary: "El color secundario debe ser un color con el formato #RRGGBB.",
  colourAccent: "El color de acento debe ser un color con el formato #RRGGBB.",
  colour: (d) => d.label + " debe ser un color con el formato #RRGGBB.",
  productNameRequired: "El nombre del producto es obligatorio.",
  productNameTooLong: (d) => "El nombre del producto debe tener como máximo " + d.max + " caracteres.",
  unknownFont: "La fuente debe ser una de estas: DM Sans, Inter, Roboto, Open Sans, Playfair Display, Merriweather.",
  logoUrl: "La dirección del logotipo debe empezar por https:// o ser un logotipo subido aquí.",
  customCssRefused: "No se acepta CSS personalizado: la marca son tres colores, una fuente y un logotipo, para que todas las páginas sigan siendo legibles.",
  logoMissing: "Elige un archivo de imagen para subir.",
  logoTooLarge: (d) => "El logotipo es demasiado grande: el límite es de " + d.max + " KB.",
  logoType: "El logotipo debe ser una imagen PNG, JPEG o WebP.",
  logoSvg: "No se aceptan logotipos SVG, porque un archivo SVG puede contener scripts: sube una imagen PNG, JPEG o WebP.",
  versionNotFound: "No se encontró esa versión de la marca."
}
