// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural, select } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-charts";
export default {
  monthColumn: "Mes",
  dayColumn: "Día",
  valueColumn: "Valor",
  departmentColumn: "Departamento",
  shareColumn: "Porcentaje",
  tooltip: (d) => d.label + ": " + d.value + " (" + d.percent + ")",
  levelLow: "Menos de 1 h",
  levelMid: "De 1 a 2 h",
  levelHigh: "Más de 2 h",
  cellLabel: (d) => plural(d.hours, 0, es, { one: number("es", d.hours, 0) + " hora", other: number("es", d.hours, 0) + " horas" }) + ", " + d.level,
  hourLabel: (d) => d.hour + " " + select(d.period, { am: "a. m.", other: "p. m." }),
  legend: "Leyenda"
}
