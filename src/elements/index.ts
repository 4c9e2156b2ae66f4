export { defineWidget, type WidgetDefinition } from './define-widget';
export { pageRuntimeConfig } from './element-runtime';
export { type EventProps, eventPropName, type FgElementProps, widgetEventName } from './events';
