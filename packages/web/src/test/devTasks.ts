// React's development build tags every element it creates with console.createTask (async stack
// traces for a debugger) and keeps the task: in a test run nobody attaches one, and in jsdom walks
// of every page it was a noticeable part of each render. This file runs before React is loaded.
(console as { createTask?: unknown }).createTask = undefined;
