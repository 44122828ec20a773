import Canopy

/// UIKit's constraint, the Canopy `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's constraint priority, the Canopy `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's horizontal anchor, the Canopy `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's vertical anchor, the Canopy `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's size anchor, the Canopy `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's anchor base class, the Canopy `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's stack view, the Canopy `StackNode`.
public typealias UIStackView = StackNode
/// UIKit's leading/trailing insets, the Canopy `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
