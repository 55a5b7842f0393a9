// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-media-player";
export default {
  play: "Reproducir",
  pause: "Pausar",
  mute: "Silenciar",
  unmute: "Activar sonido",
  seek: "Posición de reproducción",
  speed: "Velocidad de reproducción",
  back: "Retroceder 10 segundos",
  forward: "Avanzar 10 segundos",
  timeText: (d) => d.current + " de " + d.duration,
  timeDisplay: (d) => d.current + " / " + d.total,
  speedButtonLabel: (d) => d.label + ": " + d.rate + "x",
  rate: (d) => d.rate + "x",
  embedTitle: "Reproductor de video",
  embedPlaceholderTitle: "El video del mensaje de bienvenida aparecerá aquí",
  embedPlaceholderHint: "Configura la URL en Administración de contenido de video"
}
