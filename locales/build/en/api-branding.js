// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-branding";
export default {
  saved: "Branding saved",
  restored: "Earlier branding restored",
  logoUploaded: "Logo uploaded",
  colourPrimary: "Primary colour must be a colour in the form #RRGGBB.",
  colourSecondary: "Secondary colour must be a colour in the form #RRGGBB.",
  colourAccent: "Accent colour must be a colour in the form #RRGGBB.",
  colour: (d) => d.label + " must be a colour in the form #RRGGBB.",
  productNameRequired: "Product name is required.",
  productNameTooLong: (d) => "Product name must be at most " + d.max + " characters.",
  unknownFont: "Font must be one of DM Sans, Inter, Roboto, Open Sans, Playfair Display, Merriweather.",
  logoUrl: "The logo address must start with https:// or be a logo uploaded here.",
  customCssRefused: "Custom CSS is not accepted: the brand is three colours, a font and a logo, so every page stays readable.",
  logoMissing: "Choose an image file to upload.",
  logoTooLarge: (d) => "The logo is too large: the limit is " + d.max + " KB.",
  logoType: "The logo must be a PNG, JPEG or WebP image.",
  logoSvg: "SVG logos are not accepted, because an SVG file can carry scripts: upload a PNG, JPEG or WebP image.",
  versionNotFound: "That version of the branding was not found."
}
