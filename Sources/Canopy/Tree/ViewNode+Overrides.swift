import Foundation

// Every `open` hook of `ViewNode` lives in the class body (Swift cannot override methods
// declared in extensions); this file documents when the framework calls each of them.
//
// - `willMove(toSuperview:)`, `willMove(toWindow:)`, `didMoveToWindow()`,
//   `didMoveToSuperview()`, `willRemoveSubview(_:)`, `didAddSubview(_:)`: called by the
//   framework during a move, in view-tree-semantics §2.3's order.
// - `layoutSubviews()`: called by the framework in a layout pass when the view is dirty.
// - `safeAreaInsetsDidChange()`: called by the framework when the safe area changes (§4.7).
// - `sizeThatFits(_:)`: called by `sizeToFit()` and by containers measuring the view.
// - `point(inside:)`, `hitTest(_:)`: called by the framework while hit testing (§8).
// - `draw(in:)`: called by the renderer between background and subviews (§9.2).
// - `traitCollectionDidChange(_:)`: called by the framework when the display scale changes.
