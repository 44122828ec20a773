import Canopy

/// UIKit's touch, the Canopy `Touch`.
public typealias UITouch = Touch
/// UIKit's event, the Canopy `Event`.
public typealias UIEvent = Event
