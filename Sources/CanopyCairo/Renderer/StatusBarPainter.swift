import Canopy
import Foundation

/// The status bar drawn over a window render.
enum StatusBarPainter {
    /// Font of the clock text.
    static let clockFont = Font.system(size: 15, weight: .bold)
    /// Inset of the clock (left) and battery (right) from the screen edges, in points.
    static let edgeInset: CGFloat = 16
    /// Battery outline size in points.
    static let batterySize = CGSize(width: 24, height: 11)

    /// Paints "9:41" and the battery in the status-bar frame, when it shows.
    static func paint(_ window: WindowNode, on canvas: CairoCanvas) {
        let frame = window.statusBarFrame
        guard !window.isStatusBarHidden, window.statusBarHeight > 0, frame.height > 0 else { return }
        // `.default` adapts to the interface style, as UIKit's does since iOS 13: light text on
        // a dark interface, dark text otherwise.
        let isLight: Bool
        switch window.statusBarStyle {
        case .lightContent: isLight = true
        case .darkContent: isLight = false
        case .default: isLight = window.traitCollection.userInterfaceStyle == .dark
        }
        let color: Color = isLight ? .white : .black
        canvas.currentNode = window
        let metrics = canvas.textMetrics
        let lineHeight = metrics.lineHeight(for: clockFont)
        let baseline = frame.midY - lineHeight / 2 + metrics.ascent(for: clockFont)
        canvas.drawText("9:41", at: CGPoint(x: frame.minX + edgeInset, y: baseline), font: clockFont, color: color)
        let battery = CGRect(
            x: frame.maxX - edgeInset - batterySize.width, y: frame.midY - batterySize.height / 2,
            width: batterySize.width, height: batterySize.height)
        // The 1 pt stroke is centred on a path inset by half its width, so it stays inside 24×11.
        canvas.stroke(.roundedRect(battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2.5), color: color, lineWidth: 1)
        canvas.fill(.roundedRect(battery.insetBy(dx: 2, dy: 2), cornerRadius: 1), color: color)
    }
}
