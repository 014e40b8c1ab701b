package rtjbench.tools.results;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import rtjbench.tools.cli.ToolException;

/**
 * Reads a JSON file (the results format's index files, JMH's results) into a Jackson tree, through Jackson's
 * streaming parser and its tree classes, without an {@code ObjectMapper}: the tools run once per results folder
 * ({@code post} after every run, {@code merge} racing {@code paste}) and the mapper's start-up alone costs
 * several hundred ms, where the parser and the tree classes load in tens (measured figures in the README).
 * Integers are kept exactly ({@code int}, {@code long}, or big); malformed input is an error naming file,
 * line and column.
 */
public final class JsonFiles {
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonFiles() {}

    public static JsonNode read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw ToolException.data(file + ": missing");
        } catch (IOException e) {
            throw ToolException.data(file + ": cannot read: " + e);
        }
        try (JsonParser p = FACTORY.createParser(bytes)) {
            return document(p, file.toString());
        } catch (IOException e) {
            throw malformed(e, file.toString());
        }
    }

    /** Parses a whole document; {@code source} names it in errors. */
    public static JsonNode parse(String text, String source) {
        try (JsonParser p = FACTORY.createParser(text)) {
            return document(p, source);
        } catch (IOException e) {
            throw malformed(e, source);
        }
    }

    private static JsonNode document(JsonParser p, String source) throws IOException {
        if (p.nextToken() == null) throw ToolException.data(source + ":1:1: malformed JSON: empty, a value expected");
        JsonNode root = value(p);
        if (p.nextToken() != null) {
            JsonLocation at = p.currentTokenLocation();
            throw ToolException.data(source + ":" + at.getLineNr() + ":" + at.getColumnNr()
                    + ": malformed JSON: unexpected text after the JSON value");
        }
        return root;
    }

    /** The value at the parser's current token; leaves the parser on the value's last token. */
    private static JsonNode value(JsonParser p) throws IOException {
        return switch (p.currentToken()) {
            case START_OBJECT -> object(p);
            case START_ARRAY -> array(p);
            case VALUE_STRING -> NODES.textNode(p.getText());
            case VALUE_NUMBER_INT ->
                switch (p.getNumberType()) {
                    case INT -> NODES.numberNode(p.getIntValue());
                    case LONG -> NODES.numberNode(p.getLongValue());
                    default -> NODES.numberNode(p.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT -> NODES.numberNode(p.getDoubleValue());
            case VALUE_TRUE -> NODES.booleanNode(true);
            case VALUE_FALSE -> NODES.booleanNode(false);
            case VALUE_NULL -> NODES.nullNode();
            default ->
                throw new IllegalStateException(
                        "unexpected JSON token " + p.currentToken() + " at " + p.currentTokenLocation());
        };
    }

    private static ObjectNode object(JsonParser p) throws IOException {
        ObjectNode o = NODES.objectNode();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            p.nextToken();
            o.set(key, value(p));
        }
        return o;
    }

    private static ArrayNode array(JsonParser p) throws IOException {
        ArrayNode a = NODES.arrayNode();
        while (p.nextToken() != JsonToken.END_ARRAY) a.add(value(p));
        return a;
    }

    private static ToolException malformed(IOException e, String source) {
        if (e instanceof JsonProcessingException j && j.getLocation() != null) {
            JsonLocation at = j.getLocation();
            return ToolException.data(source + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": malformed JSON: "
                    + j.getOriginalMessage());
        }
        return ToolException.data(source + ": cannot read: " + e);
    }
}
