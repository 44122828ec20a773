import CanopyTool

// Canopy's own tool: every command over the example screens.
CanopyTool.main(catalog: .examples)
