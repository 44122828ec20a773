import Foundation

// Every `open` hook of `ViewNode` lives in the class body (Swift cannot override methods
// declared in extensions); this file documents when the framework calls each of them.
//
// - `willMove(toSuperview:)`, `willMove(toWindow:)`, `didMoveToWindow()`,
//   `didMoveToSuperview()`, `willRemoveSubview(_:)`, `didAddSubview(_:)`: called by the
//   framework during a move, in this order: `willMove(toSuperview:)`, `willMove(toWindow:)`,
//   `willRemoveSubview(_:)`, the move itself, `didMoveToWindow()`, `didMoveToSuperview()`,
//   `didAddSubview(_:)` (the window hooks only when the window changes).
// - `layoutSubviews()`: called by the framework in a layout pass when the view is dirty.
// - `safeAreaInsetsDidChange()`: called by the framework when the safe area changes.
// - `sizeThatFits(_:)`: called by `sizeToFit()` and by containers measuring the view.
// - `point(inside:)`, `hitTest(_:)`: called by the framework while hit testing.
// - `draw(in:)`: called by the renderer between background and subviews.
// - `traitCollectionDidChange(_:)`: called by the framework once per change of the traits the
//   view sees (device, overrides, a move), after geometry and safe areas are updated, in
//   pre-order with each controller before its root view.
// - `tintColorDidChange()`: called by the framework, parents first, on a view whose
//   `tintColor` was set and on each descendant that inherits it.
