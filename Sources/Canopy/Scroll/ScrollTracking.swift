import Foundation

/// A view that follows one scroll view's offset, such as a collapsing header.
///
/// Tools that drive a screen by scrolling (behaviour snapshots) ask it which scroll view it
/// follows at each step, so a tab switch that hands it another list is followed too, without
/// knowing the concrete header type.
public protocol ScrollTracking: AnyObject {
    /// The scroll view this view follows now; nil when it follows none.
    var trackingScrollView: ScrollNode? { get }
}
