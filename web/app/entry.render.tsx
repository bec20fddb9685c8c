/**
 * The render bundle's entry (`build/render/render.js`, ARCHITECTURE.md §1): one classic script that the
 * server evaluates in a bare QuickJS context and that sets `globalThis.sankalpRender = { load, render }`,
 * strings in and out. Built by scripts/postbuild.mjs after the browser's files, whose hashed stylesheets
 * and island scripts it names (`virtual:page-assets`).
 */
import "./render-polyfills";
import assets from "virtual:page-assets";
import type { PageModule } from "@/lib/page";
import { createRenderer } from "./renderer";

const found = import.meta.glob<PageModule>(["./pages/*.tsx", "!./pages/*.test.tsx"], { eager: true });
const modules = Object.fromEntries(Object.entries(found).map(([file, module]) => [file.replace(/^\.\/pages\/|\.tsx$/g, ""), module]));

(globalThis as { sankalpRender?: unknown }).sankalpRender = createRenderer(modules, assets);
