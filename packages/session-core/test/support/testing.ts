/**
 * The test support another part of this repository reuses (bench/src/sessions.ts imports this file by its path):
 * the seeded session generator, and the two writers that play a generated script on this kit's `Session` and on
 * pi's `SessionManager`. Not part of the kit's API, so no package export points here: the writers need pi, a
 * development dependency, and nothing here is meant for an application.
 */
export * from "./generate.ts";
export * from "./writers.ts";
