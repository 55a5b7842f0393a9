// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "dashboard-learner";
export default {
  continueLearning: "Continúa aprendiendo",
  noLiveEvent: "No hay eventos en vivo programados",
  loading: "Cargando el panel..."
}
