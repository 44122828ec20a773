import Foundation

/// The navigation controller's bar: 44 points tall, painting its colour up under the status
/// bar so it visually covers `0…T + 44`, where `T` is the navigation view's top safe-area inset.
open class NavigationBarNode: ViewNode {
    /// The bar's fill colour (default `Color(white: 0.97)`).
    public var barTintColor: Color = Color(white: 0.97)
    /// How far above its frame the fill extends, in points (the top safe area, set by the
    /// navigation controller).
    public internal(set) var backgroundExtension: CGFloat = 0

    /// Fills the bar and the strip above it up to the top of the screen.
    open override func draw(in canvas: Canvas) {
        let b = bounds
        canvas.fill(CGRect(x: b.minX, y: b.minY - backgroundExtension, width: b.width, height: b.height + backgroundExtension), color: barTintColor)
    }
}
