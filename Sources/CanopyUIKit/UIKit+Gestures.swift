import Canopy

/// UIKit's gesture recognizer base class, the Canopy `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's gesture recognizer delegate, the Canopy `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's tap recognizer, the Canopy `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's long-press recognizer, the Canopy `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's pan recognizer, the Canopy `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's swipe recognizer, the Canopy `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
