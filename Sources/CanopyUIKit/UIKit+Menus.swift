import Canopy

/// UIKit's menu element base class, the Canopy `MenuElement`; its `Attributes` and `State`
/// are UIKit's `UIMenuElement.Attributes` and `UIMenuElement.State`.
public typealias UIMenuElement = MenuElement
/// UIKit's menu, the Canopy `Menu`: `UIMenu(title:image:identifier:options:children:)`.
public typealias UIMenu = Menu
