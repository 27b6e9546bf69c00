// `import Sketchpad` gives a script every layer: views and constraints, widgets, text, rendering, templates.
@_exported import SketchpadLayout
@_exported import SketchpadWidgets
@_exported import SketchpadText
@_exported import SketchpadRender
@_exported import SketchpadTemplates
