export { defineWidget, type WidgetDefinition } from './define-widget';
export { pageRuntime, resetPageRuntime } from './element-runtime';
export { type EventProps, eventPropName, widgetEventName } from './events';
