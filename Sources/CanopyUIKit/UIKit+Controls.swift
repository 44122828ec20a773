import Canopy

/// UIKit's control base class, the Canopy `ControlNode`.
public typealias UIControl = ControlNode
/// UIKit's button, the Canopy `ButtonNode`.
public typealias UIButton = ButtonNode
/// UIKit's switch, the Canopy `SwitchNode`.
public typealias UISwitch = SwitchNode
/// UIKit's segmented control, the Canopy `SegmentedControlNode`.
public typealias UISegmentedControl = SegmentedControlNode
/// UIKit's slider, the Canopy `SliderNode`.
public typealias UISlider = SliderNode
/// UIKit's text field, the Canopy `TextFieldNode` (drawn, not editable).
public typealias UITextField = TextFieldNode
/// UIKit's closure action, the Canopy `Action`.
public typealias UIAction = Action
/// The handler a `UIAction` calls with itself.
public typealias UIActionHandler = (UIAction) -> Void

extension ControlNode {
    /// UIKit's `UIControl.ContentHorizontalAlignment`, the Canopy `ControlContentHorizontalAlignment`.
    public typealias ContentHorizontalAlignment = ControlContentHorizontalAlignment
    /// UIKit's `UIControl.ContentVerticalAlignment`, the Canopy `ControlContentVerticalAlignment`.
    public typealias ContentVerticalAlignment = ControlContentVerticalAlignment
}

extension ButtonNode {
    /// UIKit's `UIButton.Configuration`, the Canopy `ButtonConfiguration`.
    public typealias Configuration = ButtonConfiguration
}
