// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-university-form";
export default {
  nameRequired: "University name is required",
  nameTooLong: (d) => "University name must be at most " + d.max + " characters",
  slugRequired: "Slug is required",
  slugInvalid: "Use lowercase letters, digits and single hyphens (e.g. northbridge-university)",
  slugTooLong: (d) => "Slug must be at most " + d.max + " characters",
  domainInvalid: "Enter a host name without http:// or a path (e.g. learn.northbridge.edu)",
  descriptionTooLong: (d) => "Description must be at most " + d.max + " characters",
  adminNameRequired: "Admin name is required",
  adminEmailRequired: "Admin email is required",
  adminEmailInvalid: "Please enter a valid email address",
  colorInvalid: "Enter a colour as #RRGGBB (e.g. #6B7280)",
  urlInvalid: "Enter an address starting with https:// or /",
  slugTaken: "Another university already uses this slug.",
  domainTaken: "Another university already uses this domain.",
  adminExists: "An account with this admin email already exists."
}
