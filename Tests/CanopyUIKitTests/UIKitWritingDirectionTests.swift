import CanopyUIKit
import Foundation
import Testing

/// A paragraph's base writing direction, written with UIKit's names as an iOS screen file would.
@Suite("UIKit's writing direction spellings")
struct UIKitWritingDirectionTests {
    @Test("NSWritingDirection has UIKit's raw values and sets a mutable paragraph style's base direction")
    func writingDirection() {
        #expect(NSWritingDirection.natural.rawValue == -1)
        #expect(NSWritingDirection.leftToRight.rawValue == 0)
        #expect(NSWritingDirection.rightToLeft.rawValue == 1)
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        style.alignment = .natural
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: "Order 42 שלום", attributes: [.paragraphStyle: style])
        let stored = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(stored?.baseWritingDirection == .rightToLeft)
        #expect(label.sizeThatFits(CGSize(width: 300, height: 1000)).width > 0)
    }
}
