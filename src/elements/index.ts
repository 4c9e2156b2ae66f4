export { defineWidget, type WidgetDefinition } from './define-widget';
export { pageRuntimeConfig, resetPageRuntime } from './element-runtime';
export { type EventProps, eventPropName, type FgElementProps, widgetEventName } from './events';
