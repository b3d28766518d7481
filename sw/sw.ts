/// <reference lib="webworker" />
declare let self: ServiceWorkerGlobalScope;

export {};

self.addEventListener('install', () => {});
